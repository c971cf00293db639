package sql

import (
	"context"

	v1 "github.com/nitrictech/nitric/core/pkg/proto/resources/v1"
)

type sqlDatabaseOption func(*v1.SqlDatabaseResource)

func WithMigrationsPath(path string) sqlDatabaseOption { panic("stub") }

func NewSqlDatabase(name string, opts ...sqlDatabaseOption) *SqlClient { panic("stub") }

type SqlClientIface interface {
	Name() string
	ConnectionString(ctx context.Context) (string, error)
}

type SqlClient struct{}

func NewSqlClient(name string) (*SqlClient, error) { panic("stub") }

func (s *SqlClient) Name() string                                         { return "" }
func (s *SqlClient) ConnectionString(ctx context.Context) (string, error) { return "", nil }
