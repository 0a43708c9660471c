package dev.josh.eval;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.eval.run.Cell;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class EvalCommandTest {

    private static List<Cell> cells(String... args) {
        CommandLine commandLine = EvalCommand.commandLine();
        commandLine.parseArgs(args);
        return ((EvalCommand) commandLine.getCommand()).cells();
    }

    @Test
    void chunkerModelsLimitTheOtherChunkersButNotTheShippedOne() {
        List<Cell> cells = cells("--set", "us-code/v1", "--cells", "dense", "--models",
                "bge-small-en-v1.5,e5-small-v2", "--chunkers", "max/50,256/32", "--chunker-models", "bge-small-en-v1.5");
        assertThat(cells).extracting(Cell::id).containsExactly(
                "dense bge-small-en-v1.5 max/50", "dense bge-small-en-v1.5 256/32", "dense e5-small-v2 max/50");
    }

    @Test
    void withoutChunkerModelsEveryModelRunsEveryChunkerItsInputTakes() {
        List<Cell> cells = cells("--set", "us-code/v1", "--cells", "dense", "--models",
                "e5-small-v2,all-minilm-l6-v2", "--chunkers", "max/50,256/32");
        // all-MiniLM-L6-v2 takes 254 tokens: a 256-token window is skipped for it
        assertThat(cells).extracting(Cell::id).containsExactly(
                "dense e5-small-v2 max/50", "dense e5-small-v2 256/32", "dense all-minilm-l6-v2 max/50");
    }
}
