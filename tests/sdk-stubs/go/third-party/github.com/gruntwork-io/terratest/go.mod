module github.com/gruntwork-io/terratest

go 1.19
