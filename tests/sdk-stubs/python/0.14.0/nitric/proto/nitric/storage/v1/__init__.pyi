from enum import IntEnum

class StoragePreSignUrlRequestOperation(IntEnum):
    READ = 0
    WRITE = 1
