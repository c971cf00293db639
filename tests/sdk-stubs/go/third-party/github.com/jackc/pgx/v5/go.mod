module github.com/jackc/pgx/v5

go 1.19
