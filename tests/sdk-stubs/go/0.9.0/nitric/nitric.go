package nitric

import (
	"context"

	"github.com/nitrictech/go-sdk/api/documents"
	"github.com/nitrictech/go-sdk/api/events"
	"github.com/nitrictech/go-sdk/api/queues"
	"github.com/nitrictech/go-sdk/api/secrets"
	"github.com/nitrictech/go-sdk/api/storage"
	"github.com/nitrictech/go-sdk/faas"
	v1 "github.com/nitrictech/nitric/core/pkg/api/nitric/v1"
)

// Manager and Starter: New and Run.

type Starter interface {
	Start() error
}

type Manager interface {
	Run() error
	addWorker(name string, s Starter)
	addBuilder(name string, builder faas.HandlerBuilder)
	getBuilder(name string) faas.HandlerBuilder
	resourceServiceClient() (v1.ResourceServiceClient, error)

	newApi(name string, opts ...ApiOption) (Api, error)
	newBucket(name string, permissions ...BucketPermission) (storage.Bucket, error)
	newCollection(name string, permissions ...CollectionPermission) (documents.CollectionRef, error)
	newSecret(name string, permissions ...SecretPermission) (secrets.SecretRef, error)
	newQueue(name string, permissions ...QueuePermission) (queues.Queue, error)
	newSchedule(name string) Schedule
	newTopic(name string, permissions ...TopicPermission) (Topic, error)
	newWebsocket(socket string) (Websocket, error)
}

func New() Manager { panic("stub") }
func Run() error   { panic("stub") }

type Details struct {
	ID       string
	Provider string
	Service  string
}

// APIs

type Route interface {
	All(handler faas.HttpMiddleware, opts ...MethodOption)
	Get(handler faas.HttpMiddleware, opts ...MethodOption)
	Patch(handler faas.HttpMiddleware, opts ...MethodOption)
	Put(handler faas.HttpMiddleware, opts ...MethodOption)
	Post(handler faas.HttpMiddleware, opts ...MethodOption)
	Delete(handler faas.HttpMiddleware, opts ...MethodOption)
	Options(handler faas.HttpMiddleware, opts ...MethodOption)
}

type Api interface {
	Get(path string, handler faas.HttpMiddleware, opts ...MethodOption)
	Put(path string, handler faas.HttpMiddleware, opts ...MethodOption)
	Patch(path string, handler faas.HttpMiddleware, opts ...MethodOption)
	Post(path string, handler faas.HttpMiddleware, opts ...MethodOption)
	Delete(path string, handler faas.HttpMiddleware, opts ...MethodOption)
	Options(path string, handler faas.HttpMiddleware, opts ...MethodOption)
	NewRoute(path string, middleware ...faas.HttpMiddleware) Route
	Details(ctx context.Context) (*ApiDetails, error)
}

type ApiDetails struct {
	Details
	URL string
}

func NewApi(name string, opts ...ApiOption) (Api, error) { panic("stub") }

type api struct{}

type methodOptions struct{}

type (
	ApiOption    = func(api *api)
	MethodOption = func(mo *methodOptions)
)

type JwtSecurityRule struct {
	Issuer    string
	Audiences []string
}

func WithMiddleware(middleware ...faas.HttpMiddleware) ApiOption      { panic("stub") }
func WithSecurityJwtRule(name string, rule JwtSecurityRule) ApiOption { panic("stub") }
func WithSecurity(name string, scopes []string) ApiOption             { panic("stub") }
func WithPath(path string) ApiOption                                  { panic("stub") }
func WithNoMethodSecurity() MethodOption                              { panic("stub") }
func WithMethodSecurity(name string, scopes []string) MethodOption    { panic("stub") }

// Buckets

type BucketPermission string

const (
	BucketReading  BucketPermission = "reading"
	BucketWriting  BucketPermission = "writing"
	BucketDeleting BucketPermission = "deleting"
)

var BucketEverything []BucketPermission = []BucketPermission{BucketReading, BucketWriting, BucketDeleting}

type Bucket interface {
	With(permissions ...BucketPermission) (storage.Bucket, error)
	On(faas.NotificationType, string, ...faas.BucketNotificationMiddleware)
}

func NewBucket(name string) Bucket { panic("stub") }

// Collections

type Collection interface {
	With(permissions ...CollectionPermission) (documents.CollectionRef, error)
}

type CollectionPermission string

const (
	CollectionReading  CollectionPermission = "reading"
	CollectionWriting  CollectionPermission = "writing"
	CollectionDeleting CollectionPermission = "deleting"
)

var CollectionEverything []CollectionPermission = []CollectionPermission{CollectionReading, CollectionWriting, CollectionDeleting}

func NewCollection(name string) Collection { panic("stub") }

// Queues

type QueuePermission string

const (
	QueueSending   QueuePermission = "sending"
	QueueReceiving QueuePermission = "receiving"
)

var QueueEverything []QueuePermission = []QueuePermission{QueueSending, QueueReceiving}

type Queue interface {
	With(...QueuePermission) (queues.Queue, error)
}

type queue struct{}

func NewQueue(name string) *queue { panic("stub") }

func (q *queue) With(permissions ...QueuePermission) (queues.Queue, error) { panic("stub") }

// Schedules

type Schedule interface {
	Cron(cron string, middleware ...faas.EventMiddleware)
	Every(rate string, middleware ...faas.EventMiddleware) error
}

func NewSchedule(name string) Schedule { panic("stub") }

// Secrets

type SecretPermission string

const (
	SecretAccessing SecretPermission = "accessing"
	SecretPutting   SecretPermission = "putting"
)

var SecretEverything []SecretPermission = []SecretPermission{SecretAccessing, SecretPutting}

type Secret interface{}

type secret struct{}

func NewSecret(name string) *secret { panic("stub") }

func (s *secret) With(permissions ...SecretPermission) (secrets.SecretRef, error) { panic("stub") }

// Topics

type TopicPermission string

const (
	TopicPublishing TopicPermission = "publishing"
)

type Topic interface {
	events.Topic
}

type SubscribableTopic interface {
	With(permissions ...TopicPermission) (Topic, error)
	Subscribe(...faas.EventMiddleware)
}

func NewTopic(name string) SubscribableTopic { panic("stub") }

// Websockets

type Websocket interface {
	Name() string
	On(eventType faas.WebsocketEventType, mwares ...faas.WebsocketMiddleware)
	Send(ctx context.Context, connectionId string, message []byte) error
	Close(ctx context.Context, connectionId string) error
}

func NewWebsocket(name string) (Websocket, error) { panic("stub") }
