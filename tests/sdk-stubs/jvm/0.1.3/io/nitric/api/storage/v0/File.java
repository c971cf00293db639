package io.nitric.api.storage.v0;

public final class File {
    private File() { throw new UnsupportedOperationException(); }

    public final Bucket getBucket() { throw new UnsupportedOperationException(); } // property
    public final String getName() { throw new UnsupportedOperationException(); } // property
    public final String getDownloadUrl(int expiry) { throw new UnsupportedOperationException(); }
    public final String getDownloadUrl() { throw new UnsupportedOperationException(); }
    public final String getUploadUrl(int expiry) { throw new UnsupportedOperationException(); }
    public final String getUploadUrl() { throw new UnsupportedOperationException(); }
    public final void write(String body) { throw new UnsupportedOperationException(); }
    public final void write(byte[] body) { throw new UnsupportedOperationException(); }
    public final byte[] read() { throw new UnsupportedOperationException(); }
    public final void delete() { throw new UnsupportedOperationException(); }
}
