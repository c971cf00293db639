package resourcespb

type Action int32

type ResourceIdentifier struct{}

type ResourceDeclareRequest struct{}

type SqlDatabaseResource struct{}
