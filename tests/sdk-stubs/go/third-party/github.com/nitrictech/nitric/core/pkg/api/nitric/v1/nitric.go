// Package v1 holds the v0-era protocol messages (nitric core of July 2023) that go-sdk v0.9.0 signatures name.
package v1

type EventPublishRequest struct {
	Topic string
	Delay uint32
}

type Collection struct {
	Name   string
	Parent *Key
}

type Key struct {
	Collection *Collection
	Id         string
}

type Expression struct {
	Operand  string
	Operator string
	Value    *ExpressionValue
}

type ExpressionValue struct{}

type ResourceServiceClient interface{}
