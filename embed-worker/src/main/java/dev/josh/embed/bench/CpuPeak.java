package dev.josh.embed.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The machine's arithmetic peak, read from {@code /proc/cpuinfo}: cores × clock × FLOPs per cycle,
 * where a core is assumed to have two FMA pipes (true of Zen 2-4 and Intel server cores) as wide
 * as its widest vector extension (AVX-512: 16 fp32 lanes; AVX2 with FMA: 8). An FMA counts two
 * FLOPs. int8 inference peaks at 4× that with VNNI ({@code vpdpbusd}), and is taken as 2× without
 * (AVX2's {@code vpmaddubsw} + {@code vpmaddwd} pair).
 *
 * @param model   the CPU's model name
 * @param cores   processors this JVM may use
 * @param ghz     clock from /proc/cpuinfo (the base clock on a VM)
 * @param lanes   fp32 lanes per FMA
 * @param vnni    whether the CPU has VNNI
 * @param flags   the vector flags found, for the record
 */
record CpuPeak(String model, int cores, double ghz, int lanes, boolean vnni, List<String> flags) {

    private static final Set<String> SHOWN = Set.of("avx", "avx2", "fma", "avx512f", "avx512_vnni", "avx_vnni",
            "avx512_bf16", "amx_int8");

    static CpuPeak read() {
        String model = "unknown";
        double mhz = 0;
        List<String> flags = List.of();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                String[] kv = line.split(":", 2);
                if (kv.length < 2) {
                    continue;
                }
                String key = kv[0].strip();
                if (key.equals("model name") && model.equals("unknown")) {
                    model = kv[1].strip();
                } else if (key.equals("cpu MHz") && mhz == 0) {
                    mhz = Double.parseDouble(kv[1].strip());
                } else if (key.equals("flags") && flags.isEmpty()) {
                    flags = List.of(kv[1].strip().split("\\s+"));
                }
            }
        } catch (IOException | NumberFormatException e) {
            // not Linux or unreadable: a zero peak says so in the table
        }
        int lanes = flags.contains("avx512f") ? 16 : flags.contains("avx2") && flags.contains("fma") ? 8
                : flags.contains("avx") ? 8 : 4;
        boolean vnni = flags.contains("avx512_vnni") || flags.contains("avx_vnni");
        return new CpuPeak(model, Runtime.getRuntime().availableProcessors(), mhz / 1000, lanes, vnni,
                flags.stream().filter(SHOWN::contains).sorted().toList());
    }

    /** fp32 FLOPs per second: cores × GHz × 2 pipes × lanes × 2. */
    double fp32() {
        return cores * ghz * 1e9 * 2 * lanes * 2;
    }

    /** int8 operations per second, by the rule in the type's comment. */
    double int8() {
        return fp32() * (vnni ? 4 : 2);
    }

    String describe() {
        return String.format(Locale.ROOT, "%s, %d cores at %.2f GHz, flags %s; peak %.0f GFLOP/s fp32 (2 FMA pipes × %d "
                + "lanes × 2), int8 taken as %.0f GOP/s (%s)", model, cores, ghz, flags, fp32() / 1e9, lanes,
                int8() / 1e9, vnni ? "VNNI: 4× fp32" : "no VNNI: 2× fp32");
    }
}
