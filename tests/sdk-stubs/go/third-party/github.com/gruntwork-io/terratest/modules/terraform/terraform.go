// Package terraform stubs github.com/gruntwork-io/terratest/modules/terraform at v1.0.1, as far as the site's
// examples use it (options.go, apply.go, destroy.go, init.go, output.go). Options leaves out the fields whose types
// come from other Terratest packages (Logger, SshAgent) and the mixed -var list.
package terraform

import (
	"context"
	"io"
	"time"

	"github.com/gruntwork-io/terratest/modules/testing"
)

// Options are the settings of the Terraform commands Terratest runs.
type Options struct {
	Stdin                    io.Reader
	WarningsAsErrors         map[string]string
	BackendConfig            map[string]any
	EnvVars                  map[string]string
	Vars                     map[string]any
	RetryableTerraformErrors map[string]string
	TerraformBinary          string
	TerraformDir             string
	PlanFilePath             string
	PluginDir                string
	LockTimeout              string
	ExtraArgs                ExtraArgs
	Targets                  []string
	VarFiles                 []string
	TimeBetweenRetries       time.Duration
	Parallelism              int
	OutputMaxLineSize        int
	MaxRetries               int
	NoStderr                 bool
	NoColor                  bool
	MigrateState             bool
	Reconfigure              bool
	Upgrade                  bool
	SetVarsAfterVarFiles     bool
	Lock                     bool
}

// ExtraArgs are arguments added to each Terraform command.
type ExtraArgs struct {
	Apply           []string
	Destroy         []string
	Get             []string
	Init            []string
	Plan            []string
	Validate        []string
	WorkspaceDelete []string
	WorkspaceSelect []string
	WorkspaceNew    []string
	Output          []string
	Show            []string
}

func WithDefaultRetryableErrors(t testing.TestingT, originalOptions *Options) *Options { panic("stub") }

func InitContext(t testing.TestingT, ctx context.Context, options *Options) string { panic("stub") }

func InitAndApplyContext(t testing.TestingT, ctx context.Context, options *Options) string {
	panic("stub")
}

func ApplyContext(t testing.TestingT, ctx context.Context, options *Options) string { panic("stub") }

func DestroyContext(t testing.TestingT, ctx context.Context, options *Options) string { panic("stub") }

func OutputContext(t testing.TestingT, ctx context.Context, options *Options, key string) string {
	panic("stub")
}

func OutputRequiredContext(t testing.TestingT, ctx context.Context, options *Options, key string) string {
	panic("stub")
}
