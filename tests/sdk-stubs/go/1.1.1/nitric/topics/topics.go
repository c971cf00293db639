package topics

import (
	"context"
	"time"

	v1 "github.com/nitrictech/nitric/core/pkg/proto/topics/v1"
)

type TopicPermission string

const TopicPublish TopicPermission = "publish"

type SubscribableTopic interface {
	Allow(permission TopicPermission, permissions ...TopicPermission) *TopicClient
	Subscribe(handler interface{})
}

func NewTopic(name string) SubscribableTopic { panic("stub") }

type PublishOption func(*v1.TopicPublishRequest)

type TopicClientIface interface {
	Name() string
	Publish(ctx context.Context, message map[string]interface{}, options ...PublishOption) error
}

type TopicClient struct{}

func NewTopicClient(name string) (*TopicClient, error) { panic("stub") }

func WithDelay(duration time.Duration) func(*v1.TopicPublishRequest) { panic("stub") }

func (s *TopicClient) Name() string { return "" }
func (s *TopicClient) Publish(ctx context.Context, message map[string]interface{}, opts ...PublishOption) error {
	return nil
}

type Ctx struct {
	Request  Request
	Response *Response
	Extras   map[string]interface{}
}

func NewCtx(msg *v1.ServerMessage) *Ctx           { panic("stub") }
func (c *Ctx) ToClientMessage() *v1.ClientMessage { panic("stub") }
func (c *Ctx) WithError(err error)                {}

type Request interface {
	TopicName() string
	Message() map[string]interface{}
}

type Response struct {
	Success bool
}
