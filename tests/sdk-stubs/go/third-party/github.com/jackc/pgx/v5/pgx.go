package pgx

import "context"

type Row interface {
	Scan(dest ...any) error
}

type Rows interface {
	Close()
	Err() error
	Next() bool
	Scan(dest ...any) error
}

type Conn struct{}

func Connect(ctx context.Context, connString string) (*Conn, error) { panic("stub") }

func (c *Conn) Close(ctx context.Context) error { return nil }

func (c *Conn) QueryRow(ctx context.Context, sql string, args ...any) Row { panic("stub") }
