/// The files `flowrun init` writes: a project file, a flow, a spec that passes against it, editor and
/// luacheck settings, and a CI workflow (docs/CI.md's), each as a path relative to the project and its text.
/// The editor stubs are generated from the registered modules by `flowrun stubs` (``LuaStubWriter``).
///
/// LuaLS reads `.luarc.json` at the root of each workspace folder only, and a library's globals reach every
/// file of that folder. So the project's `.luarc.json` lists the flow library alone, and `specs/.luarc.json`
/// lists both: an editor that roots LuaLS at the nearest `.luarc.json` (Neovim's lspconfig) or opens
/// `flowhost.code-workspace` (VS Code, which offers to) gives specs the DSL and flows Lua's own `type`/`select`
/// (docs/Editor.md).
enum ProjectScaffold {
    /// Where the stubs go, which the `.luarc.json` files point the Lua language server at.
    static let stubsFolder = ".flowhost/stubs"
    /// The folder of the scaffold's specs, which has its own `.luarc.json`.
    static let specsFolder = "specs"

    /// The `.luarc.json` of a folder `depth` levels below the project, listing `libraries` of the stubs folder.
    static func luarc(libraries: [String], depth: Int) -> String {
        let up = String(repeating: "../", count: depth)
        let list = libraries.map { "\"\(up)\(stubsFolder)/\($0)\"" }.joined(separator: ", ")
        return """
            {
              "$schema": "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json",
              "runtime.version": "Lua 5.4",
              "workspace.library": [\(list)]
            }

            """
    }

    /// The scaffold's own files, in the order they are written and listed.
    static var files: [(path: String, text: String)] { [

        ("flowhost.json", """
            {
              "roots": ["flows"],
              "specs": ["specs"]
            }

            """),
        ("flows/hello.lua", """
            -- A first flow: a screen with a button that counts taps. docs/FlowScripts.md tells the rest.
            -- The annotation types `app` for the editor (the stubs in .flowhost/stubs/flow declare flowhost.App).
            ---@param app flowhost.App
            return function(app)
              local taps = 0
              local function hello()
                return app.screen{
                  name = "hello",
                  title = "Hello",
                  labels = { "Tapped " .. taps .. " times" },
                  buttons = { { title = "Tap", action = function()
                    taps = taps + 1
                    app.nav:replace_root(hello())
                  end } },
                }
              end
              app.nav:replace_root(hello())
            end

            """),
        ("specs/hello_spec.lua", """
            -- A first spec: `flowrun test` runs it. docs/Specs.md tells the rest.
            describe("Hello", function()
              it("counts taps", function()
                launch("flows/hello.lua")
                expect_screen("hello")
                tap("Tap")
                expect(screen().labels).to_equal({ "Tapped 1 times" })
              end)
            end)

            """),
        // Flows (and anything else outside specs/) see the flow library only.
        (".luarc.json", luarc(libraries: [LuaStubWriter.flowLibrary], depth: 0)),
        // Specs see both: LuaLS reads this file when specs/ is a workspace folder of its own.
        (specsFolder + "/.luarc.json", luarc(libraries: [LuaStubWriter.flowLibrary, LuaStubWriter.specLibrary], depth: 1)),
        // VS Code offers to open a workspace file found at the top; its second folder makes specs/ one.
        ("flowhost.code-workspace", """
            {
              "folders": [
                { "name": "project", "path": "." },
                { "name": "\(specsFolder)", "path": "\(specsFolder)" }
              ]
            }

            """),
        (".luacheckrc", """
            -- luacheck settings for the flows and specs: `luacheck .` from here.
            std = "lua54"
            not_globals = { "io", "debug", "dofile", "loadfile" }  -- the sandbox removes them
            stds.flowspec = {
              read_globals = {
                "describe", "it", "scenario", "pending", "before_each", "after_each",
                "launch", "relaunch", "tap", "type", "select", "back", "release",
                "screen", "stack", "persisted", "announced", "timeline", "printed", "calls", "hold",
                "expect", "exhaustive", "expect_screen", "expect_announced", "services", "preset", "lua",
              },
            }
            files["**/*_spec.lua"] = { std = "lua54+flowspec" }
            exclude_files = { ".flowhost/**" }

            """),
        (".github/workflows/specs.yml", workflow(runner: Flowrun.runnerName)),
    ] }

    /// The CI workflow: installs what the runner needs, builds it from the Swift package at the repository's
    /// root (the app's, with `runner` as an executable product; FlowHost's own is `flowrun`), and runs the
    /// specs in three shards with JUnit and coverage (docs/CI.md).
    static func workflow(runner: String) -> String {
        """
        # Runs the specs on every push, in three shards; docs/CI.md in FlowHost explains each step.
        # It builds \(runner) from the Swift package at the repository's root: the app's runner product.
        name: specs
        on: [push, pull_request]
        jobs:
          specs:
            runs-on: ubuntu-24.04
            container: swift:6.3
            strategy:
              fail-fast: false
              matrix:
                shard: [1, 2, 3]
            steps:
              - uses: actions/checkout@v4
              - name: Install Lua 5.4, utf8proc and libedit
                run: apt-get update && apt-get install -y liblua5.4-dev libutf8proc-dev libedit-dev
              - name: Build \(runner)
                run: swift build -c release --product \(runner)
              - name: Run shard ${{ matrix.shard }} of 3
                run: >
                  "$(swift build -c release --show-bin-path)/\(runner)" test --ci --no-color
                  --shard ${{ matrix.shard }}/3
                  --junit junit-${{ matrix.shard }}.xml
                  --coverage-dir coverage-${{ matrix.shard }}
              - uses: actions/upload-artifact@v4
                if: always()
                with:
                  name: specs-${{ matrix.shard }}
                  path: |
                    junit-${{ matrix.shard }}.xml
                    coverage-${{ matrix.shard }}/lcov.info

        """
    }
}
