package nitric

import (
	"github.com/nitrictech/go-sdk/nitric/apis"
	"github.com/nitrictech/go-sdk/nitric/batch"
	"github.com/nitrictech/go-sdk/nitric/keyvalue"
	"github.com/nitrictech/go-sdk/nitric/queues"
	"github.com/nitrictech/go-sdk/nitric/schedules"
	"github.com/nitrictech/go-sdk/nitric/secrets"
	"github.com/nitrictech/go-sdk/nitric/sql"
	"github.com/nitrictech/go-sdk/nitric/storage"
	"github.com/nitrictech/go-sdk/nitric/topics"
	"github.com/nitrictech/go-sdk/nitric/websockets"
)

var (
	NewApi         = apis.NewApi
	NewKv          = keyvalue.NewKv
	NewQueue       = queues.NewQueue
	NewSchedule    = schedules.NewSchedule
	NewSecret      = secrets.NewSecret
	NewSqlDatabase = sql.NewSqlDatabase
	NewBucket      = storage.NewBucket
	NewTopic       = topics.NewTopic
	NewWebsocket   = websockets.NewWebsocket
	NewJob         = batch.NewJob
)

func Run() { panic("stub") }
