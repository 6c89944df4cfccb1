export declare function __importDefault<T>(
  module: T,
): T extends {__esModule: true} ? T : {default: T};
