module github.com/nitrictech/go-sdk

go 1.19

require (
	github.com/nitrictech/nitric/core v0.0.0
	google.golang.org/grpc v0.0.0
)
