package dev.josh.bench.fleet;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** HAProxy in the foreground on a written configuration, and its runtime API over the configured socket. */
final class Haproxy implements AutoCloseable {

    /**
     * A backend server as HAProxy's statistics show it: {@code UP}, {@code DOWN}, {@code DRAIN}, {@code MAINT} (or on
     * the way, {@code UP 1/2}), its open sessions, and its last health check ({@code L7OK} once one passed).
     */
    record ServerStat(String status, int currentSessions, String lastCheck) {

        /** Up on a health check that passed: HAProxy starts every server up before checking it. */
        boolean checkedUp() {
            return status.equals("UP") && lastCheck.equals("L7OK");
        }
    }

    private final Process process;
    private final HaproxyConfig config;

    private Haproxy(Process process, HaproxyConfig config) {
        this.process = process;
        this.config = config;
    }

    /** Where clients send their requests. */
    String base() {
        return "http://127.0.0.1:" + config.port();
    }

    static Haproxy start(String executable, HaproxyConfig config, Path dir) throws IOException, InterruptedException {
        Path file = dir.resolve("haproxy.cfg");
        Files.writeString(file, config.render());
        Process process = new ProcessBuilder(executable, "-db", "-f", file.toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("haproxy.log").toFile()).start();
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!Files.exists(config.socket())) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                process.destroyForcibly();
                throw new IllegalStateException("haproxy did not start; see " + dir.resolve("haproxy.log"));
            }
            Thread.sleep(20);
        }
        return new Haproxy(process, config);
    }

    /** Sends one runtime API command and returns its answer. */
    String command(String line) throws IOException {
        try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            channel.connect(UnixDomainSocketAddress.of(config.socket()));
            channel.write(ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8)));
            ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
            StringBuilder out = new StringBuilder();
            while (channel.read(buffer) > 0) {
                buffer.flip();
                out.append(StandardCharsets.UTF_8.decode(buffer));
                buffer.clear();
            }
            return out.toString();
        }
    }

    /** {@code drain}, {@code maint} or {@code ready}. */
    void setState(String server, String state) throws IOException {
        String answer = command("set server josh/" + server + " state " + state);
        if (!answer.isBlank()) {
            throw new IllegalStateException("haproxy refused 'set server josh/" + server + " state " + state + "': "
                    + answer.strip());
        }
    }

    /** The backend's servers by name, from {@code show stat} (CSV: pxname, svname, scur at 4, status 17, check 36). */
    Map<String, ServerStat> servers() throws IOException {
        Map<String, ServerStat> out = new HashMap<>();
        for (String row : command("show stat").lines().toList()) {
            List<String> f = List.of(row.split(",", -1));
            if (f.size() > 36 && f.get(0).equals("josh") && !f.get(1).equals("BACKEND") && !f.get(1).equals("FRONTEND")) {
                out.put(f.get(1), new ServerStat(f.get(17), Integer.parseInt(f.get(4)), f.get(36).replace("* ", "")));
            }
        }
        return out;
    }

    /** Until {@code server} is up on a health check that passed (a minute at most). */
    void awaitUp(String server) throws IOException, InterruptedException {
        await(server, ServerStat::checkedUp, "up on a passed health check");
    }

    /** Until HAProxy has marked {@code server} down (a minute at most). */
    void awaitDown(String server) throws IOException, InterruptedException {
        await(server, s -> s.status().startsWith("DOWN"), "down");
    }

    private void await(String server, Predicate<ServerStat> wanted, String what)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!wanted.test(servers().get(server))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(server + " is not " + what + " after 60 s: " + servers().get(server));
            }
            Thread.sleep(10);
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
