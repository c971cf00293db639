module github.com/nitrictech/nitric/core

go 1.19
