// Stub of Nitric.Sdk 0.15.1: secrets. SecretsClient's optional gRPC client parameter is left out.
namespace Nitric.Sdk.Secret
{
    public class Secret
    {
        public readonly string Name;
        internal Secret() => throw null;
        public SecretVersion Version(string version) => throw null;
        public SecretVersion Latest() => throw null;
        public SecretVersion Put(byte[] value) => throw null;
        public SecretVersion Put(string value) => throw null;
    }
    public class SecretValue
    {
        public readonly SecretVersion SecretVersion;
        public byte[] ValueBytes { get => throw null; }
        public string Value { get => throw null; }
        internal SecretValue() => throw null;
    }
    public class SecretVersion
    {
        public readonly Secret Secret;
        public readonly string Id;
        internal SecretVersion() => throw null;
        public SecretValue Access() => throw null;
    }
    public class SecretsClient
    {
        public SecretsClient() => throw null;
        public Secret Secret(string name) => throw null;
    }
}
