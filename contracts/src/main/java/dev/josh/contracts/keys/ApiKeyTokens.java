package dev.josh.contracts.keys;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The form of an API key, shared by the command that issues keys and the server that checks them:
 * {@code josh_<key id>_<secret>}, of which only the SHA-256 of the whole is stored.
 */
public final class ApiKeyTokens {

    /** A newly issued key: its id (public) and the full token (shown once). */
    public record Issued(String keyId, String token) {
        public String sha256() {
            return ApiKeyTokens.sha256(token);
        }
    }

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder URL = Base64.getUrlEncoder().withoutPadding();

    private ApiKeyTokens() {
    }

    public static Issued issue() {
        byte[] id = new byte[6];
        byte[] secret = new byte[24];
        RANDOM.nextBytes(id);
        RANDOM.nextBytes(secret);
        String keyId = HexFormat.of().formatHex(id);
        return new Issued(keyId, "josh_" + keyId + "_" + URL.encodeToString(secret));
    }

    public static String sha256(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
