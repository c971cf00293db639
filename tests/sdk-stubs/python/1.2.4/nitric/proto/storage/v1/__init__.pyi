from enum import IntEnum

class BlobEventType(IntEnum):
    Created = 0
    Deleted = 1

class StoragePreSignUrlRequestOperation(IntEnum):
    READ = 0
    WRITE = 1
