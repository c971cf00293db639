// Stub of Nitric.Sdk 0.15.1: collections of documents. The constructors that take the generated gRPC client are
// internal here; DocumentsClient's optional client parameter (a protocol type) is left out.
using System.Collections.Generic;

namespace Nitric.Sdk.Document
{
    public abstract class AbstractCollection
    {
        public readonly string Name;
        public readonly Key ParentKey;
        internal AbstractCollection() => throw null;
        public int Depth() => throw null;
    }
    public abstract class AbstractCollection<TDocument> : AbstractCollection
    {
        public Query<TDocument> Query() => throw null;
    }
    public class CollectionGroup<TDocument> : AbstractCollection<TDocument>
    {
        internal CollectionGroup() => throw null;
    }
    public class CollectionRef<TDocument> : AbstractCollection<TDocument>
    {
        internal CollectionRef() => throw null;
        public DocumentRef<TDocument> Doc(string documentId) => throw null;
        public CollectionGroup<TSubType> Collection<TSubType>(string name) => throw null;
    }
    public class Document<T>
    {
        internal Document() => throw null;
        public DocumentRef<T> Ref { get => throw null; }
        public T Content { get => throw null; }
    }
    public class DocumentRef<TDocument>
    {
        public readonly Key Key;
        protected DocumentRef() => throw null;
        public Document<TDocument> Get() => throw null;
        public void Set(TDocument value) => throw null;
        public void Delete() => throw null;
        public CollectionRef<TSubType> Collection<TSubType>(string name) => throw null;
        public Query<TDocument> Query(string name) => throw null;
    }
    public class DocumentsClient
    {
        public DocumentsClient() => throw null;
        public CollectionRef<T> Collection<T>(string name) => throw null;
    }
    public class Key
    {
        public AbstractCollection Collection { get => throw null; set => throw null; }
        public string Id { get => throw null; set => throw null; }
        internal Key() => throw null;
    }
    public class Query<TDocument>
    {
        internal Query() => throw null;
        public Query<TDocument> Where(string operand, string op, string value) => throw null;
        public Query<TDocument> Where(string operand, string op, double value) => throw null;
        public Query<TDocument> Where(string operand, string op, int value) => throw null;
        public Query<TDocument> Where(string operand, string op, bool value) => throw null;
        public Query<TDocument> PagingFrom(object pagingToken) => throw null;
        public Query<TDocument> Limit(int limit) => throw null;
        public QueryResult<TDocument> Fetch() => throw null;
    }
    public class QueryResult<TDocument>
    {
        internal QueryResult() => throw null;
        public object PagingToken { get => throw null; }
        public List<Document<TDocument>> Documents { get => throw null; }
    }
}
