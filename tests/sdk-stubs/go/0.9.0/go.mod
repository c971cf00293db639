module github.com/nitrictech/go-sdk

go 1.19

require (
	github.com/mitchellh/mapstructure v0.0.0
	github.com/nitrictech/nitric/core v0.0.0
)
