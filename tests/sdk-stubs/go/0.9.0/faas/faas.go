package faas

import "context"

type (
	HttpHandler    = func(*HttpContext) (*HttpContext, error)
	HttpMiddleware = func(*HttpContext, HttpHandler) (*HttpContext, error)

	EventHandler    = func(*EventContext) (*EventContext, error)
	EventMiddleware = func(*EventContext, EventHandler) (*EventContext, error)

	BucketNotificationHandler    = func(*BucketNotificationContext) (*BucketNotificationContext, error)
	BucketNotificationMiddleware = func(*BucketNotificationContext, BucketNotificationHandler) (*BucketNotificationContext, error)

	WebsocketHandler    = func(*WebsocketContext) (*WebsocketContext, error)
	WebsocketMiddleware = func(*WebsocketContext, WebsocketHandler) (*WebsocketContext, error)

	TriggerHandler    = func(TriggerContext) (TriggerContext, error)
	TriggerMiddleware = func(TriggerContext, TriggerHandler) (TriggerContext, error)
)

func ComposeHttpMiddleware(funcs ...HttpMiddleware) HttpMiddleware    { panic("stub") }
func ComposeEventMiddleware(funcs ...EventMiddleware) EventMiddleware { panic("stub") }
func ComposeBucketNotificationMiddleware(funcs ...BucketNotificationMiddleware) BucketNotificationMiddleware {
	panic("stub")
}
func ComposeWebsocketMiddleware(funcs ...WebsocketMiddleware) WebsocketMiddleware { panic("stub") }
func ComposeTriggerMiddleware(funcs ...TriggerMiddleware) TriggerMiddleware       { panic("stub") }

type TriggerContext interface {
	Http() *HttpContext
	Event() *EventContext
	BucketNotification() *BucketNotificationContext
	Websocket() *WebsocketContext
}

type HttpContext struct {
	Request  HttpRequest
	Response *HttpResponse
	Extras   map[string]interface{}
}

type EventContext struct {
	Request  EventRequest
	Response *EventResponse
	Extras   map[string]interface{}
}

type BucketNotificationContext struct {
	Request  BucketNotificationRequest
	Response *BucketNotificationResponse
	Extras   map[string]interface{}
}

type WebsocketContext struct {
	Request  WebsocketRequest
	Response *WebsocketResponse
	Extras   map[string]interface{}
}

type DataRequest interface {
	Data() []byte
	MimeType() string
	Context() context.Context
}

type HttpRequest interface {
	DataRequest
	Context() context.Context
	Method() string
	Path() string
	Query() map[string][]string
	Headers() map[string][]string
	PathParams() map[string]string
}

type EventRequest interface {
	DataRequest
	Topic() string
}

type BucketNotificationRequest interface {
	Key() string
	NotificationType() NotificationType
}

type WebsocketRequest interface {
	DataRequest

	Socket() string
	EventType() WebsocketEventType
	ConnectionID() string
	QueryParams() map[string][]string
}

type HttpResponse struct {
	Status  int
	Headers map[string][]string
	Body    []byte
}

type EventResponse struct {
	Success bool
}

type BucketNotificationResponse struct {
	Success bool
}

type WebsocketResponse struct {
	Success bool
}

type ApiWorkerOptions struct {
	ApiName          string
	Path             string
	Security         map[string][]string
	SecurityDisabled bool
}

type Frequency string

var Frequencies = []Frequency{"days", "hours", "minutes"}

type RateWorkerOptions struct {
	Description string
	Rate        int
	Frequency   Frequency
}

type CronWorkerOptions struct {
	Description string
	Cron        string
}

type SubscriptionWorkerOptions struct {
	Topic string
}

type NotificationType string

var NotificationTypes = []NotificationType{WriteNotification, DeleteNotification}

const (
	WriteNotification  NotificationType = "write"
	DeleteNotification NotificationType = "delete"
)

type BucketNotificationWorkerOptions struct {
	Bucket                   string
	NotificationType         NotificationType
	NotificationPrefixFilter string
}

type WebsocketEventType string

var WebsocketEventTypes = []WebsocketEventType{WebsocketConnect, WebsocketDisconnect, WebsocketMessage}

const (
	WebsocketConnect    WebsocketEventType = "connect"
	WebsocketDisconnect WebsocketEventType = "disconnect"
	WebsocketMessage    WebsocketEventType = "message"
)

type WebsocketWorkerOptions struct {
	Socket    string
	EventType WebsocketEventType
}

type HandlerBuilder interface {
	Http(string, ...HttpMiddleware) HandlerBuilder
	Event(...EventMiddleware) HandlerBuilder
	BucketNotification(...BucketNotificationMiddleware) HandlerBuilder
	Websocket(...WebsocketMiddleware) HandlerBuilder
	Default(...TriggerMiddleware) HandlerBuilder
	WithApiWorkerOpts(ApiWorkerOptions) HandlerBuilder
	WithRateWorkerOpts(RateWorkerOptions) HandlerBuilder
	WithCronWorkerOpts(CronWorkerOptions) HandlerBuilder
	WithSubscriptionWorkerOpts(SubscriptionWorkerOptions) HandlerBuilder
	WithBucketNotificationWorkerOptions(BucketNotificationWorkerOptions) HandlerBuilder
	WithWebsocketWorkerOptions(WebsocketWorkerOptions) HandlerBuilder
	Start() error
	String() string
}

type HandlerProvider interface {
	GetHttp(method string) HttpMiddleware
	GetEvent() EventMiddleware
	GetBucketNotification() BucketNotificationMiddleware
	GetWebsocket() WebsocketMiddleware
	GetDefault() TriggerMiddleware
}

func New() HandlerBuilder { panic("stub") }

type workPool struct {
	ErrorCh chan error
}

func NewWorkPool(maxWorkers int) *workPool { panic("stub") }

func (w *workPool) Go(f func(a interface{}) error, arg interface{}) { panic("stub") }
func (w *workPool) AddError(e error)                                { panic("stub") }
func (w *workPool) Err() error                                      { panic("stub") }
func (w *workPool) Wait()                                           { panic("stub") }
