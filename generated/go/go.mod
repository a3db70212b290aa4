module agentproto.dev/agentproto-bindings

go 1.24

require github.com/dlclark/regexp2 v1.12.0
