package dev.josh.ingest.alerts;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The signature a webhook POST carries: HMAC-SHA256, keyed with the alert's secret, of
 * {@code <timestamp>.<body>} (the timestamp is the {@code X-Josh-Timestamp} header, seconds since the
 * epoch), sent as {@code X-Josh-Signature: sha256=<hex>}. The timestamp is signed too, so a receiver that
 * refuses old timestamps cannot be sent a captured request again later.
 */
final class WebhookSignature {

    static final String SIGNATURE_HEADER = "X-Josh-Signature";
    static final String TIMESTAMP_HEADER = "X-Josh-Timestamp";

    private WebhookSignature() {
    }

    static String sign(String secret, long timestamp, String body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] digest = mac.doFinal((timestamp + "." + body).getBytes(StandardCharsets.UTF_8));
            return "sha256=" + HexFormat.of().formatHex(digest);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
