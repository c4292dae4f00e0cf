import Foundation
import Testing

@Suite("flowrun stubs and flowrun modules")
struct StubsTests {
    @Test("stubs declare app with every built-in module's bindings, and the DSL with services and presets")
    func stubsDeclareEverything() throws {
        // Given
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowhost-stubs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }

        // When
        let result = try FlowrunProcess.run(["stubs", "--out", folder.path])

        // Then
        #expect(result.status == 0)
        let app = try String(contentsOf: folder.appendingPathComponent("flowhost-app.lua"), encoding: .utf8)
        let spec = try String(contentsOf: folder.appendingPathComponent("flowhost-spec.lua"), encoding: .utf8)
        #expect(app.hasPrefix("---@meta\n"))
        for line in [
            "---@field items flowhost.items.Module",
            "---@field list fun(options?: flowhost.ItemsListOptions): flowhost.View",
            "---@field user_id fun(): string?",
            "---@field no_network string",
            "---@field on fun(name: \"item_created\"|\"login\"|\"logout\"|\"tutorial_finished\", handler: fun(event: table))",
        ] {
            #expect(app.contains(line), "missing: \(line)")
        }
        for line in [
            "function describe(name, body) end",
            "---@field fail_next fun(error: \"unknown\"|\"no_network\"|\"no_data\")",
            "---@field tutorial_seen fun(seen?: boolean)",
            "---@return flowspec.Expectation",
        ] {
            #expect(spec.contains(line), "missing: \(line)")
        }
    }

    @Test("an output folder that cannot be made ends with exit status 2, naming it")
    func unwritableFolderIsNamed() throws {
        let result = try FlowrunProcess.run(["stubs", "--out", "/proc/flowhost-stubs"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("flowrun: cannot write the stubs to /proc/flowhost-stubs"))
    }

    @Test("modules lists each module's bindings, events, doubles and presets")
    func modulesAreListed() throws {
        let result = try FlowrunProcess.run(["modules"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("items: A list of items with details and an add form (VIPER-S)."))
        #expect(result.stdout.contains("  services.melodies.fail_next(error: \"unknown\"|\"no_network\"|\"no_data\")"))
        #expect(result.stdout.contains("  preset.logged_in(user_id: string)"))
        #expect(result.stdout.contains("  event item_created { title }"))
        #expect(result.stdout.contains("  call login.sign_in(email: string)"))
        #expect(result.stdout.contains("  call melodies.fetch()"))
    }

    @Test("the help lists the registered modules, and every usage line names the runner")
    func helpNamesTheRunnerAndItsModules() throws {
        let help = try FlowrunProcess.run(["--help"])
        #expect(help.stdout.contains("Modules: onboarding, login, items, melodies (`flowrun modules` lists"))
        let modules = try FlowrunProcess.run(["help", "modules"])
        #expect(modules.stdout.contains("USAGE: flowrun modules"))
    }

    @Test("the spec stubs type call names as the declared calls and persisted() as every module's keys")
    func specStubsAreTyped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowhost-stubs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try FlowrunProcess.run(["stubs", "--out", folder.path]).status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("flowhost-spec.lua"), encoding: .utf8)
        #expect(text.contains("---@alias flowspec.Call \"login.sign_in\"|\"melodies.fetch\""))
        #expect(text.contains("---@param call flowspec.Call"))
        #expect(text.contains("---@field session_token? string"))
        #expect(text.contains("---@return flowspec.Persisted"))
    }

    @Test("the DSL's stub declarations are exactly the names spec.lua exports")
    func dslDeclarationsMatchTheDSL() throws {
        let source = try String(contentsOf: PackagePaths.root.appendingPathComponent(
            "Sources/FlowSpec/Lua/spec.lua"), encoding: .utf8)
        let block = try #require(source.range(of: "local DSL = {").flatMap { start in
            source[start.upperBound...].range(of: "\n}").map { source[start.upperBound..<$0.lowerBound] }
        })
        let exported = Set(block.matches(of: #/([a-z_]+) = /#).map { String($0.1) })
        let declaredSource = try String(contentsOf: PackagePaths.root.appendingPathComponent(
            "Sources/FlowSpec/DSL/SpecDSLDeclarations.swift"), encoding: .utf8)
        let declared = Set(declaredSource.matches(of: #/\.(?:function|value)\("([a-z_]+)"/#).map { String($0.1) })
            .union(["services", "preset"])
        #expect(exported == declared)
    }
}

@Suite("The repository's own editor stubs")
struct CommittedStubsTests {
    @Test("the stubs under .flowhost/stubs are what flowrun stubs writes today (regenerate them when this fails)")
    func committedStubsAreCurrent() throws {
        // Given
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowhost-stubs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }

        // When
        _ = try FlowrunProcess.run(["stubs", "--out", folder.path])

        // Then
        for name in ["flowhost-app.lua", "flowhost-spec.lua"] {
            let fresh = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let committed = try String(
                contentsOf: PackagePaths.root.appendingPathComponent(".flowhost/stubs/\(name)"), encoding: .utf8)
            #expect(fresh == committed, "run: flowrun stubs --out .flowhost/stubs")
        }
    }
}
