package apis

import (
	"net/textproto"

	"github.com/nitrictech/go-sdk/internal/handlers"
	resources "github.com/nitrictech/go-sdk/nitric/resource"
	apispb "github.com/nitrictech/nitric/core/pkg/proto/apis/v1"
)

type Handler = handlers.Handler[Ctx]

type Middleware = handlers.Middleware[Ctx]

type Api interface {
	Get(path string, handler interface{}, opts ...MethodOption)
	Put(path string, handler interface{}, opts ...MethodOption)
	Patch(path string, handler interface{}, opts ...MethodOption)
	Post(path string, handler interface{}, opts ...MethodOption)
	Delete(path string, handler interface{}, opts ...MethodOption)
	Options(path string, handler interface{}, opts ...MethodOption)
	NewRoute(path string, opts ...RouteOption) Route
}

type api struct{}

func (a *api) Get(path string, handler interface{}, opts ...MethodOption)     {}
func (a *api) Put(path string, handler interface{}, opts ...MethodOption)     {}
func (a *api) Patch(path string, handler interface{}, opts ...MethodOption)   {}
func (a *api) Post(path string, handler interface{}, opts ...MethodOption)    {}
func (a *api) Delete(path string, handler interface{}, opts ...MethodOption)  {}
func (a *api) Options(path string, handler interface{}, opts ...MethodOption) {}
func (a *api) NewRoute(path string, opts ...RouteOption) Route                { return nil }

func NewApi(name string, opts ...ApiOption) Api { panic("stub") }

type ApiDetails struct {
	resources.Details
	URL string
}

type Route interface {
	All(handler interface{}, opts ...MethodOption)
	Get(handler interface{}, opts ...MethodOption)
	Patch(handler interface{}, opts ...MethodOption)
	Put(handler interface{}, opts ...MethodOption)
	Post(handler interface{}, opts ...MethodOption)
	Delete(handler interface{}, opts ...MethodOption)
	Options(handler interface{}, opts ...MethodOption)
	ApiName() string
}

type (
	ApiOption    func(api *api)
	RouteOption  func(route Route)
	MethodOption func(mo *methodOptions)
)

type methodOptions struct{}

type JwtSecurityRule struct {
	Issuer    string
	Audiences []string
}

type OidcOptions struct {
	Name      string
	Issuer    string
	Audiences []string
	Scopes    []string
}

type SecurityOption = func(scopes []string) OidcOptions

type OidcSecurityDefinition interface{}

func WithMiddleware(middleware Middleware) ApiOption                         { panic("stub") }
func OidcRule(name string, issuer string, audiences []string) SecurityOption { panic("stub") }
func WithSecurityJwtRule(name string, rule JwtSecurityRule) ApiOption        { panic("stub") }
func WithSecurity(oidcOptions OidcOptions) ApiOption                         { panic("stub") }
func WithPath(path string) ApiOption                                         { panic("stub") }
func WithNoMethodSecurity() MethodOption                                     { panic("stub") }
func WithMethodSecurity(oidcOptions OidcOptions) MethodOption                { panic("stub") }

type Ctx struct {
	Request  Request
	Response *Response
	Extras   map[string]interface{}
}

func NewCtx(msg *apispb.ServerMessage) *Ctx           { panic("stub") }
func (c *Ctx) ToClientMessage() *apispb.ClientMessage { panic("stub") }
func (c *Ctx) WithError(err error)                    {}

type Request interface {
	Method() string
	Path() string
	Data() []byte
	Query() map[string][]string
	Headers() textproto.MIMEHeader
	PathParams() map[string]string
}

type HttpRequest struct{}

func (h *HttpRequest) Method() string                { return "" }
func (h *HttpRequest) Path() string                  { return "" }
func (h *HttpRequest) Data() []byte                  { return nil }
func (h *HttpRequest) Query() map[string][]string    { return nil }
func (h *HttpRequest) Headers() textproto.MIMEHeader { return nil }
func (h *HttpRequest) PathParams() map[string]string { return nil }

type Response struct {
	Status  int
	Headers map[string][]string
	Body    []byte
}
