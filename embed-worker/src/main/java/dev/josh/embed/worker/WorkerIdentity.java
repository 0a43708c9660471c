package dev.josh.embed.worker;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A worker's {@code claimed_by}: {@code embed-<host>-<pid>-<random>}. The host and process id let a
 * worker on the same machine tell that a claim's process is gone (SIGKILLed, out of memory) and take
 * its jobs back at once, instead of after the claim timeout; the random part keeps two workers of one
 * process (tests) apart. Claims from other machines are left to the timeout.
 */
final class WorkerIdentity {

    private static final Pattern ID = Pattern.compile("embed-(.+)-([0-9]+)-[0-9a-f]+");

    private WorkerIdentity() {
    }

    static String newId() {
        byte[] random = new byte[3];
        ThreadLocalRandom.current().nextBytes(random);
        return "embed-" + host() + "-" + ProcessHandle.current().pid() + "-" + HexFormat.of().formatHex(random);
    }

    /**
     * Whether {@code workerId} names a process on this machine that is no longer running; false for a
     * worker of another machine, or an id in another form, whose liveness cannot be told from here.
     */
    static boolean deadOnThisHost(String workerId) {
        Matcher m = ID.matcher(workerId == null ? "" : workerId);
        if (!m.matches() || !m.group(1).equals(host())) {
            return false;
        }
        Optional<ProcessHandle> process = ProcessHandle.of(Long.parseLong(m.group(2)));
        return process.map(p -> !p.isAlive()).orElse(true);
    }

    /** This machine's name, lower case, with characters that would confuse the id's dashes replaced. */
    static String host() {
        String name;
        try {
            name = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            name = "localhost";
        }
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9.]", "_");
    }
}
