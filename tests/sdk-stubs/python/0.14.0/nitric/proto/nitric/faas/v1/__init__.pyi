from enum import IntEnum

class BucketNotificationType(IntEnum):
    All = 0
    Created = 1
    Deleted = 2

class WebsocketEvent(IntEnum):
    Connect = 0
    Disconnect = 1
    Message = 2
