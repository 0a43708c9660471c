package dev.josh.ingest.core;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The writer's connection, on which a statement its user closes is kept compiled and handed out
 * again for the same SQL. Every store prepares its upserts, chunk inserts, link and log statements
 * per record; SQLite compiling them against this schema (its triggers included) cost more than a
 * tenth of a serial ingest's write stage. A statement is reused only once its user has closed it, so
 * a query run while another of the same SQL is still open gets its own statement. Only
 * {@link Connection#prepareStatement(String)} is served from the pool; every other call goes to the
 * connection as it is. Closing the connection closes the kept statements.
 *
 * <p>A proxy, not a library's pool: sqlite-jdbc keeps no statement cache, and a pooling data source
 * would hand out other connections, where the writer needs its one connection and transaction.
 */
final class ReusedStatements implements InvocationHandler {

    private static final Method PREPARE;

    static {
        try {
            PREPARE = Connection.class.getMethod("prepareStatement", String.class);
        } catch (NoSuchMethodException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Connection connection;
    private final Map<String, ArrayDeque<PreparedStatement>> idle = new HashMap<>();

    private ReusedStatements(Connection connection) {
        this.connection = connection;
    }

    /** {@code connection}, reusing the statements closed on it. */
    static Connection on(Connection connection) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                new ReusedStatements(connection));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.equals(PREPARE)) {
            return statement((String) args[0]);
        }
        if (isClose(method)) {
            closeIdle();
        }
        return call(connection, method, args);
    }

    private PreparedStatement statement(String sql) throws SQLException {
        ArrayDeque<PreparedStatement> pool = idle.computeIfAbsent(sql, s -> new ArrayDeque<>());
        PreparedStatement ps = pool.poll();
        Borrowed borrowed = new Borrowed(pool, ps == null ? connection.prepareStatement(sql) : ps, new AtomicBoolean(),
                new AtomicReference<>());
        return (PreparedStatement) Proxy.newProxyInstance(PreparedStatement.class.getClassLoader(),
                new Class<?>[] {PreparedStatement.class}, borrowed);
    }

    /**
     * One use of a compiled statement: closing it gives the statement back, once. {@code results} is
     * the last result set it handed out, closed on the way back: a query its user stopped reading
     * would otherwise stay mid-step, holding its read snapshot (and the WAL it pins) until the next
     * user of its SQL.
     */
    private record Borrowed(ArrayDeque<PreparedStatement> pool, PreparedStatement statement, AtomicBoolean returned,
                            AtomicReference<ResultSet> results) implements InvocationHandler {

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (isClose(method)) {
                giveBack();
                return null;
            }
            if (method.getName().equals("isClosed") && method.getParameterCount() == 0) {
                return returned.get() || statement.isClosed();
            }
            if (returned.get()) {
                throw new SQLException("the statement is closed (and kept for the next user of its SQL)");
            }
            Object result = call(statement, method, args);
            if (result instanceof ResultSet rs) {
                results.set(rs);
            }
            return result;
        }

        /** Back to the pool, reset, with no parameters or batch left over for its next user. */
        private void giveBack() throws SQLException {
            if (statement.isClosed() || !returned.compareAndSet(false, true)) {
                return;
            }
            ResultSet rs = results.getAndSet(null);
            if (rs != null && !rs.isClosed()) {
                rs.close(); // sqlite-jdbc resets the statement here
            }
            statement.clearParameters();
            statement.clearBatch();
            pool.push(statement);
        }
    }

    private void closeIdle() throws SQLException {
        for (ArrayDeque<PreparedStatement> statements : idle.values()) {
            for (PreparedStatement ps : statements) {
                ps.close();
            }
        }
        idle.clear();
    }

    private static boolean isClose(Method method) {
        return method.getName().equals("close") && method.getParameterCount() == 0;
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
