package batch

import (
	"context"

	"github.com/nitrictech/go-sdk/internal/handlers"
	batchpb "github.com/nitrictech/nitric/core/pkg/proto/batch/v1"
)

type JobPermission string

const JobSubmit JobPermission = "submit"

type Handler = handlers.Handler[Ctx]

type JobReference interface {
	Allow(permission JobPermission, permissions ...JobPermission) *BatchClient
	Handler(handler interface{}, options ...HandlerOption)
}

func NewJob(name string) JobReference { panic("stub") }

type BatchClientIn interface {
	Name() string
	Submit(ctx context.Context, data map[string]interface{}) error
}

type BatchClient struct{}

func NewBatchClient(name string) (*BatchClient, error)                               { panic("stub") }
func (s *BatchClient) Name() string                                                  { return "" }
func (s *BatchClient) Submit(ctx context.Context, data map[string]interface{}) error { return nil }

type HandlerOption func(opts *handlerOptions)

type handlerOptions struct{}

func WithCpus(cpus float32) HandlerOption { panic("stub") }
func WithMemory(mib int64) HandlerOption  { panic("stub") }
func WithGpus(gpus int64) HandlerOption   { panic("stub") }

type Ctx struct {
	Request  Request
	Response *Response
	Extras   map[string]interface{}
}

func NewCtx(msg *batchpb.ServerMessage) *Ctx           { panic("stub") }
func (c *Ctx) ToClientMessage() *batchpb.ClientMessage { panic("stub") }
func (c *Ctx) WithError(err error)                     {}

type Request interface {
	JobName() string
	Data() map[string]interface{}
}

type Response struct {
	Success bool
}
