package events

import (
	"context"
	"time"

	v1 "github.com/nitrictech/nitric/core/pkg/api/nitric/v1"
)

type Event struct {
	Payload     map[string]interface{} `json:"payload"`
	PayloadType string                 `json:"payloadType"`
	ID          string                 `json:"id"`
}

type Events interface {
	Topic(name string) Topic
	Topics() ([]Topic, error)
}

func New() (Events, error) { panic("stub") }

type PublishOption = func(*v1.EventPublishRequest)

type Topic interface {
	Name() string
	Publish(context.Context, *Event, ...PublishOption) (*Event, error)
}

func WithDelay(duration time.Duration) func(*v1.EventPublishRequest) { panic("stub") }
