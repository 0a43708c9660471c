package dev.josh.server;

import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;
import sun.misc.Signal;

/**
 * SIGTERM and SIGINT close the application context first, then end the JVM. Left to the JVM, a stop
 * runs every shutdown hook at once, and ONNX Runtime registers one of its own that frees its native
 * environment while Spring's hook is still waiting for a query encoder to finish loading (or a
 * search to finish encoding): the process died of SIGSEGV (exit 134, an hs_err file in the working
 * folder) on each stop during the few seconds the encoder loads after start. Closed here, the context
 * waits for those, closes the encoder, and only then do the hooks run, with nothing left to free.
 */
final class StopSignals {

    private StopSignals() {
    }

    static void closeFirst(ConfigurableApplicationContext context) {
        for (String name : List.of("TERM", "INT")) {
            try {
                // A signal ignored when the process started (a background job's SIGINT) stays ignored.
                Signal.handle(new Signal(name), signal -> Thread.ofPlatform().name("josh-stop").start(() -> {
                    context.close();
                    System.exit(128 + signal.getNumber());
                }));
            } catch (IllegalArgumentException unavailable) {
                // the platform has no such signal, or the JVM keeps it (-Xrs): its own shutdown hooks stop us
            }
        }
    }
}
