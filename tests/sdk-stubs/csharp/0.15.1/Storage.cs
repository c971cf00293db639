// Stub of Nitric.Sdk 0.15.1: buckets and files. Storage's optional gRPC client parameter is left out.
using System;
using System.Collections.Generic;
using Nitric.Sdk.Function;

namespace Nitric.Sdk.Storage
{
    public enum FileMode
    {
        Read,
        Write,
    }
    public class Bucket
    {
        internal Bucket() => throw null;
        public string Name { get => throw null; }
        public File File(string key) => throw null;
        public List<File> Files() => throw null;
        public void On(BucketNotificationType notificationType, string notificationPrefixFilter, params Middleware<FileNotificationContext>[] middleware) => throw null;
        public void On(BucketNotificationType notificationType, string notificationPrefixFilter, Func<FileNotificationContext, FileNotificationContext> handler) => throw null;
    }
    public class File
    {
        internal File() => throw null;
        public string Name { get => throw null; }
        public void Write(byte[] body) => throw null;
        public void Write(string body) => throw null;
        public byte[] Read() => throw null;
        public void Delete() => throw null;
        public string GetDownloadUrl(int expiry = 600) => throw null;
        public string GetUploadUrl(int expiry = 600) => throw null;
    }
    public class Storage
    {
        public Storage() => throw null;
        public Bucket Bucket(string bucketName) => throw null;
    }
}
