package errors

import "github.com/nitrictech/go-sdk/api/errors/codes"

type ApiError struct{}

func (a *ApiError) Unwrap() error { panic("stub") }
func (a *ApiError) Error() string { panic("stub") }

func FromGrpcError(err error) error                            { panic("stub") }
func Code(err error) codes.Code                                { panic("stub") }
func New(c codes.Code, msg string) error                       { panic("stub") }
func NewWithCause(c codes.Code, msg string, cause error) error { panic("stub") }
