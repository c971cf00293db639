// Package websocket stubs the part of github.com/gorilla/websocket v1.5.3 that the site's examples use: a client's
// Dialer and the Conn it returns, with the message types and close codes of that tag (conn.go, client.go).
package websocket

import (
	"context"
	"errors"
	"net/http"
	"time"
)

const (
	CloseNormalClosure = 1000
	CloseGoingAway     = 1001
)

const (
	TextMessage   = 1
	BinaryMessage = 2
	CloseMessage  = 8
	PingMessage   = 9
	PongMessage   = 10
)

var ErrBadHandshake = errors.New("websocket: bad handshake")

type Dialer struct {
	HandshakeTimeout time.Duration
}

var DefaultDialer = &Dialer{}

func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}

func (d *Dialer) DialContext(ctx context.Context, urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	panic("stub")
}

type Conn struct{}

func (c *Conn) Close() error                                        { return nil }
func (c *Conn) ReadMessage() (messageType int, p []byte, err error) { return 0, nil, nil }
func (c *Conn) WriteMessage(messageType int, data []byte) error     { return nil }

func FormatCloseMessage(closeCode int, text string) []byte { return nil }

func IsCloseError(err error, codes ...int) bool { return false }
