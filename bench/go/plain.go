package main

// The baseline that counts: encoding/json decoding into plain structs of the same shapes as
// the generated types, with no validation and no UnmarshalJSON of their own (the generated
// types have one, which keeps key order and unknown properties and reads unions by their
// tag). One struct per object holds every variant's fields, the tag a plain string; a
// message's content (a string or a list of blocks) is the one shape that needs a few lines
// of code, as it would in a hand-written program.

import (
	"encoding/json"
	"errors"
)

type plainBlock struct {
	Type             string          `json:"type"`
	Text             *string         `json:"text"`
	TextSignature    *string         `json:"text_signature"`
	Thinking         *string         `json:"thinking"`
	Signature        *string         `json:"signature"`
	Redacted         *bool           `json:"redacted"`
	Source           *string         `json:"source"`
	Details          []any           `json:"details"`
	ID               *string         `json:"id"`
	Name             *string         `json:"name"`
	Arguments        map[string]any  `json:"arguments"`
	PartialJSON      *string         `json:"partial_json"`
	ThoughtSignature *string         `json:"thought_signature"`
	ProviderMetadata map[string]any  `json:"provider_metadata"`
	TypeName         *string         `json:"type_name"`
	Data             json.RawMessage `json:"data"` // an extension's payload or an image's base64 text
	MimeType         *string         `json:"mime_type"`
	URL              *string         `json:"url"`
	Alt              *string         `json:"alt"`
}

type plainContent struct {
	Text   *string
	Blocks []plainBlock
}

func (c *plainContent) UnmarshalJSON(data []byte) error {
	if len(data) > 0 && data[0] == '"' {
		var s string
		if err := json.Unmarshal(data, &s); err != nil {
			return err
		}
		c.Text = &s
		return nil
	}
	if len(data) > 0 && data[0] == '[' {
		return json.Unmarshal(data, &c.Blocks)
	}
	return errors.New("content: neither a string nor a list")
}

type plainUsage struct {
	Input       int64            `json:"input"`
	Output      int64            `json:"output"`
	Reasoning   *int64           `json:"reasoning"`
	CacheRead   *int64           `json:"cache_read"`
	CacheWrite  *int64           `json:"cache_write"`
	TotalTokens *int64           `json:"total_tokens"`
	Extra       map[string]int64 `json:"extra"`
}

type plainCost struct {
	Input      float64            `json:"input"`
	Output     float64            `json:"output"`
	CacheRead  float64            `json:"cache_read"`
	CacheWrite float64            `json:"cache_write"`
	Total      float64            `json:"total"`
	Extra      map[string]float64 `json:"extra"`
}

type plainMessage struct {
	Role          string        `json:"role"`
	Content       *plainContent `json:"content"`
	Timestamp     *int64        `json:"timestamp"`
	TurnID        *string       `json:"turn_id"`
	StopReason    *string       `json:"stop_reason"`
	Provider      *string       `json:"provider"`
	Model         *string       `json:"model"`
	API           *string       `json:"api"`
	ResponseID    *string       `json:"response_id"`
	ResponseModel *string       `json:"response_model"`
	Usage         *plainUsage   `json:"usage"`
	Cost          *plainCost    `json:"cost"`
	ErrorMessage  *string       `json:"error_message"`
	ToolCallID    *string       `json:"tool_call_id"`
	IsError       *bool         `json:"is_error"`
	ToolName      *string       `json:"tool_name"`
	Details       any           `json:"details"`
	Narration     *string       `json:"narration"`
	Kind          *string       `json:"kind"`
	Data          any           `json:"data"`
	Display       *bool         `json:"display"`
}
