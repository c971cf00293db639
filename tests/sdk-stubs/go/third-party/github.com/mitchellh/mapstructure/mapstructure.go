package mapstructure

// DecoderConfig is opaque here: go-sdk v0's documents.DecodeOption names it.
type DecoderConfig struct {
	ErrorUnused      bool
	ZeroFields       bool
	WeaklyTypedInput bool
	Squash           bool
	TagName          string
	Result           interface{}
}
