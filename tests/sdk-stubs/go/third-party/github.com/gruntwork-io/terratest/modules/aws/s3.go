// Package aws stubs github.com/gruntwork-io/terratest/modules/aws at v1.0.1 (s3.go), as far as the site's examples
// use it.
package aws

import (
	"context"

	"github.com/gruntwork-io/terratest/modules/testing"
)

func AssertS3BucketExistsContext(t testing.TestingT, ctx context.Context, region string, name string) {
	panic("stub")
}

func GetS3ObjectContentsContext(t testing.TestingT, ctx context.Context, awsRegion string, bucket string, key string) string {
	panic("stub")
}

func GetS3BucketTagsContext(t testing.TestingT, ctx context.Context, awsRegion string, bucket string) map[string]string {
	panic("stub")
}

func EmptyS3BucketContext(t testing.TestingT, ctx context.Context, region string, name string) {
	panic("stub")
}
