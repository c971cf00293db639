// Package http_helper stubs github.com/gruntwork-io/terratest/modules/http-helper at v1.0.1 (http_helper.go), as far
// as the site's examples use it.
package http_helper //nolint:staticcheck // the package's own name

import (
	"context"
	"crypto/tls"
	"time"

	"github.com/gruntwork-io/terratest/modules/testing"
)

func HTTPGetWithRetryContext(t testing.TestingT, ctx context.Context, url string, tlsConfig *tls.Config, expectedStatus int, expectedBody string, retries int, sleepBetweenRetries time.Duration) {
	panic("stub")
}

func HTTPDoWithRetryContext(
	t testing.TestingT, ctx context.Context, method string, url string,
	body []byte, headers map[string]string, expectedStatus int,
	retries int, sleepBetweenRetries time.Duration, tlsConfig *tls.Config,
) string {
	panic("stub")
}
