package schedules

import schedulespb "github.com/nitrictech/nitric/core/pkg/proto/schedules/v1"

type Schedule interface {
	Cron(cron string, handler interface{})
	Every(rate string, handler interface{})
}

func NewSchedule(name string) Schedule { panic("stub") }

type Ctx struct {
	Request  Request
	Response *Response
	Extras   map[string]interface{}
}

func NewCtx(msg *schedulespb.ServerMessage) *Ctx           { panic("stub") }
func (c *Ctx) ToClientMessage() *schedulespb.ClientMessage { panic("stub") }
func (c *Ctx) WithError(err error)                         {}

type Request interface {
	ScheduleName() string
}

type Response struct {
	Success bool
}
