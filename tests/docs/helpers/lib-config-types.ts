import path from 'node:path';
import ts from 'typescript-api';

const CONFIG_TYPES = path.resolve(
  import.meta.dirname,
  '../../../node_modules/@rslib/core/dist-types/types/config.d.ts',
);

/**
 * The option tree of the pinned `@rslib/core`, read from its declarations
 * with the TypeScript compiler API.
 */
export class LibConfigTypes {
  private readonly checker: ts.TypeChecker;
  private readonly interfaces = new Map<string, ts.InterfaceDeclaration>();
  private readonly aliases = new Map<string, ts.TypeAliasDeclaration>();

  constructor() {
    const program = ts.createProgram([CONFIG_TYPES], {
      skipLibCheck: true,
      types: [],
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
    });
    this.checker = program.getTypeChecker();
    const source = program.getSourceFile(CONFIG_TYPES);
    if (!source) throw new Error(`cannot read ${CONFIG_TYPES}`);
    for (const statement of source.statements) {
      if (ts.isInterfaceDeclaration(statement)) {
        this.interfaces.set(statement.name.text, statement);
      } else if (ts.isTypeAliasDeclaration(statement)) {
        this.aliases.set(statement.name.text, statement);
      }
    }
  }

  /**
   * Options declared by `LibConfig` itself, without those it inherits from
   * Rsbuild's `EnvironmentConfig` (a narrowed `output` is still Rsbuild's).
   */
  ownLibOptions(): string[] {
    const libConfig = this.interfaceType('LibConfig');
    const inherited = new Set(
      this.checker
        .getBaseTypes(libConfig)
        .flatMap((base) => this.checker.getPropertiesOfType(base))
        .map((property) => property.name),
    );
    return this.declaredMembers('LibConfig').filter(
      (name) => !inherited.has(name),
    );
  }

  /** Members declared in an interface of the file, e.g. RslibOutputConfig. */
  declaredMembers(interfaceName: string): string[] {
    const declaration = this.interfaces.get(interfaceName);
    if (!declaration) throw new Error(`no interface ${interfaceName}`);
    return declaration.members.flatMap((member) =>
      member.name ? [member.name.getText()] : [],
    );
  }

  /** First-level keys of an option's object form(s), e.g. dts → bundle, … */
  subOptions(option: string): string[] {
    const type = this.typeAt([option]);
    return type ? this.objectKeys(type) : [];
  }

  /** Whether a path such as ['shims', 'cjs', 'import.meta.url'] exists. */
  hasPath(optionPath: string[]): boolean {
    return this.typeAt(optionPath) !== undefined;
  }

  /** The keys picked by `SharedLibConfig`: lib options allowed top-level. */
  sharedLibOptions(): string[] {
    const alias = this.aliases.get('SharedLibConfig');
    if (!alias) throw new Error('no SharedLibConfig');
    const type = this.checker.getTypeAtLocation(alias.name);
    return this.checker.getPropertiesOfType(type).map((symbol) => symbol.name);
  }

  private interfaceType(name: string): ts.InterfaceType {
    const declaration = this.interfaces.get(name);
    if (!declaration) throw new Error(`no interface ${name}`);
    return this.checker.getTypeAtLocation(declaration.name) as ts.InterfaceType;
  }

  private typeAt(optionPath: string[]): ts.Type | undefined {
    let type: ts.Type | undefined = this.interfaceType('LibConfig');
    for (const key of optionPath) {
      if (!type) return undefined;
      const property: ts.Symbol | undefined = this.objectParts(type)
        .map((part) => part.getProperty(key))
        .find((symbol) => symbol !== undefined);
      type = property && this.checker.getTypeOfSymbol(property);
    }
    return type;
  }

  private objectKeys(type: ts.Type): string[] {
    const keys = this.objectParts(type).flatMap((part) =>
      this.checker.getPropertiesOfType(part).map((symbol) => symbol.name),
    );
    return [...new Set(keys)];
  }

  /** Object members of a (possibly optional, union) type: not primitives, arrays or functions. */
  private objectParts(type: ts.Type): ts.Type[] {
    const nonNullable = this.checker.getNonNullableType(type);
    const parts = nonNullable.isUnion() ? nonNullable.types : [nonNullable];
    return parts.filter(
      (part) =>
        (part.flags & ts.TypeFlags.Object) !== 0 &&
        !this.checker.isArrayType(part) &&
        !this.checker.isTupleType(part) &&
        part.getCallSignatures().length === 0,
    );
  }
}
