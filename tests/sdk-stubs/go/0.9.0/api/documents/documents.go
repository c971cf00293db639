package documents

import (
	"context"

	"github.com/mitchellh/mapstructure"
	v1 "github.com/nitrictech/nitric/core/pkg/api/nitric/v1"
)

const MaxCollectionDepth int = 1

type CollectionGroupRef interface {
	Query() Query
	Parent() CollectionGroupRef
	Name() string
}

type CollectionRef interface {
	Name() string
	Doc(string) DocumentRef
	Query() Query
	Parent() DocumentRef
	Collection(string) CollectionGroupRef
	ToWire() *v1.Collection
}

type Document interface {
	Ref() DocumentRef
	Content() map[string]interface{}
	Decode(interface{}, ...DecodeOption) error
}

type DocumentIter interface {
	Next() (Document, error)
}

type DocumentRef interface {
	toWireKey() *v1.Key
	Parent() CollectionRef
	Id() string
	Get(context.Context) (Document, error)
	Set(context.Context, map[string]interface{}) error
	Delete(context.Context) error
	Collection(string) (CollectionRef, error)
}

type DecodeOption interface {
	Apply(c *mapstructure.DecoderConfig)
}

type Documents interface {
	Collection(string) CollectionRef
}

func New() (Documents, error) { panic("stub") }

type Query interface {
	Where(...*queryExpression) Query
	Limit(int) Query
	FromPagingToken(interface{}) Query
	Fetch(ctx context.Context) (*FetchResult, error)
	Stream(ctx context.Context) (DocumentIter, error)
}

type FetchResult struct {
	Documents   []Document
	PagingToken interface{}
}

type queryExpression struct{}

func (q *queryExpression) ToWire() (*v1.Expression, error) { panic("stub") }

type queryExpressionBuilder struct{}

func (q *queryExpressionBuilder) Eq(val *value) *queryExpression         { panic("stub") }
func (q *queryExpressionBuilder) Ne(val *value) *queryExpression         { panic("stub") }
func (q *queryExpressionBuilder) Lt(val *value) *queryExpression         { panic("stub") }
func (q *queryExpressionBuilder) Le(val *value) *queryExpression         { panic("stub") }
func (q *queryExpressionBuilder) Gt(val *value) *queryExpression         { panic("stub") }
func (q *queryExpressionBuilder) Ge(val *value) *queryExpression         { panic("stub") }
func (q *queryExpressionBuilder) StartsWith(val *value) *queryExpression { panic("stub") }

func Condition(field string) *queryExpressionBuilder { panic("stub") }

type value struct{}

func NumberValue(val int) *value     { panic("stub") }
func StringValue(val string) *value  { panic("stub") }
func DoubleValue(val float64) *value { panic("stub") }
func BoolValue(val bool) *value      { panic("stub") }

func (v *value) ToWire() (*v1.ExpressionValue, error) { panic("stub") }
