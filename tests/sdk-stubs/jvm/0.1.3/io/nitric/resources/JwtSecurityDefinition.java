package io.nitric.resources;

import java.util.List;

public final class JwtSecurityDefinition extends SecurityDefinition {
    public JwtSecurityDefinition(String issuer, List<String> audiences) { super(null); throw new UnsupportedOperationException(); }

    public final String getIssuer() { throw new UnsupportedOperationException(); } // property
    public final List<String> getAudiences() { throw new UnsupportedOperationException(); } // property
}
