"""`agentproto conformance`: one runner, one small program per target language, talking JSON
Lines over stdin/stdout (a case in, a verdict or output out)."""
