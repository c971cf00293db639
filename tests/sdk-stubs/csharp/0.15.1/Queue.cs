// Stub of Nitric.Sdk 0.15.1: queues and their tasks. QueuesClient's optional gRPC client parameter is left out.
using System.Collections.Generic;

namespace Nitric.Sdk.Queue
{
    public class FailedTask<T>
    {
        public string Message { get => throw null; set => throw null; }
        public Task<T> Task { get => throw null; set => throw null; }
    }
    public class Queue<T>
    {
        internal Queue() => throw null;
        public string Name { get => throw null; }
        public void Send(Task<T> task) => throw null;
        public void Send(T payload) => throw null;
        public List<FailedTask<T>> Send(params Task<T>[] tasks) => throw null;
        public List<FailedTask<T>> Send(params T[] payloads) => throw null;
        public List<ReceivedTask<T>> Receive(int depth = 1) => throw null;
    }
    public class QueuesClient
    {
        public QueuesClient() => throw null;
        public Queue<T> Queue<T>(string queueName) => throw null;
    }
    public class Task<T>
    {
        public string Id { get => throw null; set => throw null; }
        public string PayloadType { get => throw null; set => throw null; }
        public T Payload { get => throw null; set => throw null; }
        public Task() => throw null;
    }
    public class ReceivedTask<T> : Task<T>
    {
        public Queue<T> Queue { get => throw null; set => throw null; }
        public string LeaseId { get => throw null; set => throw null; }
        public void Complete() => throw null;
    }
}
