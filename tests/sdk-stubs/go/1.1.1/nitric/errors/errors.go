package errors

import "github.com/nitrictech/go-sdk/nitric/errors/codes"

type ApiError struct{}

func (a *ApiError) Unwrap() error { return nil }
func (a *ApiError) Error() string { return "" }

func FromGrpcError(err error) error                            { panic("stub") }
func Code(err error) codes.Code                                { return codes.Unknown }
func New(c codes.Code, msg string) error                       { panic("stub") }
func NewWithCause(c codes.Code, msg string, cause error) error { panic("stub") }
