import java.io.File;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles each source file given on its own, against one class path, in one JVM: examples on different pages
 * may declare the same class, and starting javac once per example would cost a second each. Prints each error as
 * `file:line: message` on one line, and exits 1 if any file failed.
 *
 * Usage: java CompileEach.java CLASSPATH OUTPUT_DIR FILE...
 */
public class CompileEach {
    public static void main(String[] args) throws Exception {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT, null);
        boolean failed = false;
        for (int i = 2; i < args.length; i++) {
            File source = new File(args[i]);
            File output = new File(args[1], Integer.toString(i));
            output.mkdirs();
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            List<String> options = List.of("-classpath", args[0], "-d", output.getPath(), "-proc:none", "-implicit:none", "-nowarn", "-Xlint:none");
            boolean ok = compiler.getTask(null, files, diagnostics, options, null, files.getJavaFileObjects(source)).call();
            for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
                if (diagnostic.getKind() != Diagnostic.Kind.ERROR) continue;
                String message = diagnostic.getMessage(Locale.ROOT).replaceAll("\\s+", " ").trim();
                System.out.println(source.getPath() + ":" + diagnostic.getLineNumber() + ": " + message);
            }
            failed |= !ok;
        }
        System.exit(failed ? 1 : 0);
    }
}
