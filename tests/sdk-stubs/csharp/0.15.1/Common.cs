// Stub of Nitric.Sdk 0.15.1: the exceptions SDK calls throw, one per gRPC status code.
using System;

namespace Nitric.Sdk.Common
{
    public abstract class NitricException : Exception
    {
        public NitricException(string message) => throw null;
    }
    public class CancelledException : NitricException
    {
        public CancelledException(string message) : base(message) => throw null;
    }
    public class UnknownException : NitricException
    {
        public UnknownException(string message) : base(message) => throw null;
    }
    public class InvalidArgumentException : NitricException
    {
        public InvalidArgumentException(string message) : base(message) => throw null;
    }
    public class DeadlineExceededException : NitricException
    {
        public DeadlineExceededException(string message) : base(message) => throw null;
    }
    public class NotFoundException : NitricException
    {
        public NotFoundException(string message) : base(message) => throw null;
    }
    public class AlreadyExistsException : NitricException
    {
        public AlreadyExistsException(string message) : base(message) => throw null;
    }
    public class PermissionDeniedException : NitricException
    {
        public PermissionDeniedException(string message) : base(message) => throw null;
    }
    public class ResourceExhaustedException : NitricException
    {
        public ResourceExhaustedException(string message) : base(message) => throw null;
    }
    public class FailedPreconditionException : NitricException
    {
        public FailedPreconditionException(string message) : base(message) => throw null;
    }
    public class AbortedException : NitricException
    {
        public AbortedException(string message) : base(message) => throw null;
    }
    public class OutOfRangeException : NitricException
    {
        public OutOfRangeException(string message) : base(message) => throw null;
    }
    public class UnimplementedException : NitricException
    {
        public UnimplementedException(string message) : base(message) => throw null;
    }
    public class InternalException : NitricException
    {
        public InternalException(string message) : base(message) => throw null;
    }
    public class UnavailableException : NitricException
    {
        public UnavailableException(string message) : base(message) => throw null;
    }
    public class DataLossException : NitricException
    {
        public DataLossException(string message) : base(message) => throw null;
    }
    public class UnauthenticatedException : NitricException
    {
        public UnauthenticatedException(string message) : base(message) => throw null;
    }
}
