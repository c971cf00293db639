package io.nitric;

import io.nitric.resources.ApiOptions;
import io.nitric.resources.ApiResource;
import io.nitric.resources.BucketResource;
import io.nitric.resources.CollectionResource;
import io.nitric.resources.QueueResource;
import io.nitric.resources.ScheduleResource;
import io.nitric.resources.SecretResource;
import io.nitric.resources.TopicResource;
import io.nitric.resources.WebsocketResource;

public final class Nitric {
    public static final Nitric INSTANCE = null;

    private Nitric() { throw new UnsupportedOperationException(); }

    public void run() { throw new UnsupportedOperationException(); }
    public ApiResource api(String name, ApiOptions options) { throw new UnsupportedOperationException(); }
    public ApiResource api(String name) { throw new UnsupportedOperationException(); }
    public ScheduleResource schedule(String description) { throw new UnsupportedOperationException(); }
    public QueueResource queue(String name) { throw new UnsupportedOperationException(); }
    public TopicResource topic(String name) { throw new UnsupportedOperationException(); }
    public BucketResource bucket(String name) { throw new UnsupportedOperationException(); }
    public SecretResource secret(String name) { throw new UnsupportedOperationException(); }
    public <T> CollectionResource<T> collection(String name, Class<T> type) { throw new UnsupportedOperationException(); }
    public WebsocketResource websocket(String name) { throw new UnsupportedOperationException(); }
}
